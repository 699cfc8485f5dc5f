import PushCore
import PushCrypto
import PushSimulator
print("pushtui")
