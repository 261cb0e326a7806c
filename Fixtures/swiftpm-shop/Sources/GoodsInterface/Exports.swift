// Every client of the goods contract needs `Money`, so the contract re-exports CoreKit
// instead of asking each feature to import it separately.
@_exported import CoreKit
