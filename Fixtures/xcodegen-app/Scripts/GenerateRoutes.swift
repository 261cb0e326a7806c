#!/usr/bin/env swift
// Regenerates Features/FeatureInterfaces/Route.swift from routes.json.
// Listed in the Bazaar target with `buildPhase: none`: visible in Xcode, never compiled.
import Foundation

let routes = ["search": "query: String", "profile": "userID: String"]
var lines = ["public enum Route: Hashable {"]
for (name, payload) in routes.sorted(by: { $0.key < $1.key }) {
    lines.append("    case \(name)(\(payload))")
}
lines.append("}")
print(lines.joined(separator: "\n"))
