import COpenSSL
import CShims
import PushCore
