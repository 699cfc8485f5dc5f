import CNghttp2
import COpenSSL
import CShims
import PushCore
import PushCrypto
