// Kept out of the WalletKit target by a membership exception: it does not compile.
let scratch: Int = "not a number"
