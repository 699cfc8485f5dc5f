// PushCore: the pure domain. Foundation only, no I/O.
