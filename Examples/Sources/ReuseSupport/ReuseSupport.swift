// This module hosts ReuseGen's support code (`Dequeuable`, the typed register and dequeue helpers,
// `TableViewDelegate`) for the whole app. `reusegen.json` here says `"access": "public"`, and the
// feature modules say `"supportModule": "ReuseSupport"`, so the support code exists exactly once.
