/// One thing `wget_wch` returned: a character (status OK) or a key code (KEY_CODE_YES).
enum InputUnit: Equatable {
    case character(UInt32)
    case keyCode(Int32)
}
