// The diary's days are `LocalDay` values: whoever reads a diary gets the type with it.
@_exported import Days
