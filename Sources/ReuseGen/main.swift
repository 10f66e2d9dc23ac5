import ReuseGenCore

print(ReuseGenVersion.current)
