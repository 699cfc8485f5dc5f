import PushCore
print("bench")
