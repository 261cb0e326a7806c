import Foundation
import HiveLintPipeline

/// Number formatting shared by the commands' output (fixed, locale-free).
enum Format {
    static func number(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func seconds(_ value: Double) -> String { number(value, digits: 3) }

    /// `min / median / max` in seconds.
    static func spread(_ stats: Stats) -> String {
        "\(seconds(stats.min)) / \(seconds(stats.median)) / \(seconds(stats.max))"
    }

    static func megabytes(_ bytes: Int) -> String { number(Double(bytes) / 1_048_576, digits: 1) }

    /// `12345` → `12,345`.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    static func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    /// Lines of a tree's files and megabytes per language.
    static func counts(_ counts: SourceCounts, indent: String = "  ") -> [String] {
        var lines: [String] = []
        for group in SourceGroup.allCases {
            lines.append(indent + pad(group.label, 14, right: false) + pad(count(counts.files(group)), 8) + "  "
                + pad(megabytes(counts.bytes(group)), 6) + " MB")
        }
        return lines
    }
}

/// Renders a `BenchReport` as readable tables or as JSON.
enum ReportRenderer {
    static func json(_ report: BenchReport) throws(BenchError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
        } catch {
            throw BenchError("cannot encode the report: \(error)")
        }
    }

    static func text(_ report: BenchReport) -> String {
        var lines: [String] = []
        let seed = report.tree.seed.map { "seed \($0), " } ?? ""
        lines.append("hive-lint-bench: \(report.tree.path) (\(seed)\(report.machine.cores) cores, \(report.machine.system))")
        lines.append("")
        let counts = report.tree.counts
        lines.append("Tree: \(Format.count(counts.totalFiles)) source files, \(Format.megabytes(counts.totalBytes)) MB")
        lines += Format.counts(counts)
        if let first = report.runs.first {
            let evidence = Format.count(first.evidence)
            lines.append("Result: \(first.modules) modules, \(Format.count(first.dependencies)) dependencies (\(evidence) pieces of evidence), "
                + "\(first.violations.count) violations" + seededNote(report, first))
            let diagnostics = first.diagnostics.sorted { $0.key < $1.key }.map { "\($0.key) \(Format.count($0.value))" }
            if !diagnostics.isEmpty { lines.append("Diagnostics: " + diagnostics.joined(separator: ", ")) }
        }
        lines.append("")

        let workers = report.workers.map { ", \($0) workers" } ?? ""
        lines.append("Pipeline: Analyzer.run in a fresh process per run\(workers) (seconds; RSS in MB)")
        let phases = Analyzer.Phase.allCases.map(\.rawValue)
        let headers = ["run"] + phases + ["other", "total", "process", "cpu", "RSS", "load"]
        let widths = headers.map { max(7, $0.count + 1) }
        func row(_ cells: [String]) -> String {
            zip(cells, widths).enumerated().map { i, pair in i == 0 ? Format.pad(pair.0, 7, right: false) : Format.pad(pair.0, pair.1) }
                .joined(separator: " ")
        }
        lines.append(row(headers))
        for (i, run) in report.runs.enumerated() {
            let cells = phases.map { Format.seconds(run.phases[$0] ?? 0) }
            lines.append(row([String(i + 1)] + cells + [
                Format.seconds(run.unaccounted), Format.seconds(run.seconds), Format.seconds(run.processSeconds ?? 0),
                Format.seconds(run.cpuSeconds), Format.megabytes(run.peakRSS), Format.number(run.loadAverage ?? 0, digits: 2),
            ]))
        }
        let summary = report.summary
        for (label, pick) in [("min", \Stats.min), ("median", \Stats.median), ("max", \Stats.max)] as [(String, KeyPath<Stats, Double>)] {
            let cells = phases.map { Format.seconds(summary.phases[$0]?[keyPath: pick] ?? 0) }
            lines.append(row([label] + cells + [
                Format.seconds(summary.unaccounted[keyPath: pick]), Format.seconds(summary.seconds[keyPath: pick]),
                Format.seconds(summary.processSeconds[keyPath: pick]), Format.seconds(summary.cpuSeconds[keyPath: pick]),
                Format.number(summary.peakRSSMB[keyPath: pick], digits: 1), "",
            ]))
        }
        if let after = summary.peakRSSAfterMB {
            let cells = phases.compactMap { phase in after[phase].map { "\(phase) \(Format.number($0.median, digits: 0))" } }
            lines.append("  peak RSS when each phase ended (MB, median): " + cells.joined(separator: ", ")
                + "; when the run returned \(Format.number(summary.peakRSSMB.median, digits: 0))")
        }
        lines.append("  manifest runs alongside graph and classify, so the phases can add up to more than the total;")
        lines.append("  other: time inside Analyzer.run no phase reports (choosing files, loading libclang, building the result);")
        lines.append("  process: spawn to exit of the child; cpu: user + system seconds of the child;")
        lines.append("  load: 1-minute load average after the run (the run itself adds about \(report.machine.cores); well above, other work shared the CPU).")
        let busy = report.runs.indices.filter { (report.runs[$0].loadAverage ?? 0) > Double(report.machine.cores) + 1 }
        if !busy.isEmpty {
            lines.append("  note: the load exceeded \(report.machine.cores + 1) after run(s) \(busy.map { String($0 + 1) }.joined(separator: ", ")): "
                + "other work shared the CPU; rerun on an idle machine for clean figures.")
        }
        lines.append("")

        if let floors = report.floors {
            lines.append("Floors (this process, warm page cache; seconds)" + Format.pad("min", 9) + Format.pad("median", 9) + Format.pad("max", 9))
            func floorRow(_ label: String, _ stats: Stats) -> String {
                Format.pad(label, 47, right: false) + Format.pad(Format.seconds(stats.min), 9) + Format.pad(Format.seconds(stats.median), 9)
                    + Format.pad(Format.seconds(stats.max), 9)
            }
            lines.append(floorRow("  walk + read every source file", floors.readAll))
            lines.append(floorRow("  read + parse every Swift file, \(floors.workers) workers", floors.swiftParse))
            lines.append(floorRow("  read + parse every Swift file, 1 worker", floors.swiftParseOneThread))
            if let objc = floors.objcParse, let objcOne = floors.objcParseOneThread {
                lines.append(floorRow("  libclang parse of the ObjC files, \(floors.workers) workers", objc))
                lines.append(floorRow("  libclang parse of the ObjC files, 1 worker", objcOne))
            }
            if let both = floors.parseAll {
                lines.append(floorRow("  both parses, \(floors.workers) workers (parse floor)", both))
            }
            if let ratio = report.ratioToSwiftParseFloor {
                lines.append("  full run ÷ Swift-parse floor (medians): \(Format.number(ratio, digits: 2))×")
            }
            if let ratio = report.ratioToParseFloor {
                lines.append("  full run ÷ parse floor (medians): \(Format.number(ratio, digits: 2))×")
            }
            if floors.objcParse != nil {
                lines.append("  libclang: \(Format.count(floors.objcParses)) parses (each Objective-C file once, headers included), "
                    + "with the pipeline's settings, an empty prelude and no cursor visit")
            }
            lines.append("")
        }

        if let process = report.hiveLint {
            lines.append("hive-lint process: \(process.path) <tree> > /dev/null (exit \(process.exitCode)), \(process.runs.count) runs")
            lines.append("  seconds  min \(Format.seconds(process.seconds.min))  median \(Format.seconds(process.seconds.median))  max \(Format.seconds(process.seconds.max))")
            lines.append("  load after each run: " + process.loadAverages.map { Format.number($0, digits: 2) }.joined(separator: ", "))
            lines.append("  peak RSS min \(Format.number(process.peakRSSMB.min, digits: 1))  median \(Format.number(process.peakRSSMB.median, digits: 1))  max \(Format.number(process.peakRSSMB.max, digits: 1)) MB")
            lines.append("")
        }
        if let warm = report.warm {
            lines.append("hive-lint process with its cache (seconds, min / median / max)")
            lines.append("  nothing changed   \(Format.spread(warm.noChange))  (run memo)")
            lines.append("  nothing changed   \(Format.spread(warm.noChangeParseCacheOnly))  (parse cache only)")
            lines.append("  5 files changed   \(Format.spread(warm.fiveChanged))  (a comment appended: nothing moves)")
            if let moved = warm.fiveChangedMoved {
                lines.append("  5 files changed   \(Format.spread(moved))  (a comment line at the top: every line moves)")
            }
            if let phases = warm.fiveChangedPhases, let pipeline = phases["pipeline"] {
                // Every phase works on the whole tree's facts: the cache makes parsing
                // proportional to the change, not what comes after it.
                let cells = Analyzer.Phase.allCases.compactMap { phase in
                    phases[phase.rawValue].map { "\(phase.rawValue) \(Format.seconds($0.median))" }
                }
                lines.append("    by phase (the same edits, then the pipeline probe; medians): " + cells.joined(separator: ", "))
                lines.append("    pipeline \(Format.seconds(pipeline.median)); the rest of the process (start-up, report, run memo) "
                    + "\(Format.seconds(max(0, warm.fiveChanged.median - pipeline.median)))")
            }
            lines.append("  peak RSS max \(Format.number(warm.peakRSSMB.max, digits: 1)) MB")
            lines.append("")
        }

        let total = report.tree.counts.files.values.reduce(0, +)
        lines.append("Targets (issue: speed on real code; set for 10,000-file trees\(total == 10_000 ? "" : ", this one has \(total)"))")
        for target in report.targets {
            lines.append("  \(target.met ? "met    " : "MISSED ") \(target.name) \(target.limit): \(target.value)")
        }
        if let floor = report.floors?.parseAll, floor.min > 3.0 {
            lines.append("  note: the parse floor alone (min \(Format.seconds(floor.min)) s) is above the 3.0 s cold limit on this machine")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `(5 seeded, all found)` when the tree records its planted violations.
    private static func seededNote(_ report: BenchReport, _ run: RunSample) -> String {
        guard let seeded = report.tree.seededViolations else { return "" }
        let found = seeded.filter { run.violations.contains("business-to-business: \($0.from) → \($0.to)") }.count
        let others = run.violations.count - found
        let missing = seeded.count - found
        var parts = ["\(seeded.count) seeded"]
        parts.append(missing == 0 ? "all found" : "\(missing) MISSING")
        if others > 0 { parts.append("\(others) not seeded") }
        return " (" + parts.joined(separator: ", ") + ")"
    }
}
