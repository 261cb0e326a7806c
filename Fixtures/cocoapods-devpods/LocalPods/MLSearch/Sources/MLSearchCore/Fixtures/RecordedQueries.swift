// Test data generator, excluded from the target in Package.swift.
import MLSearch

let recordedQueries = ["iphone", "noodles", "shoes"]
