// Being written: see the README's "Benchmarks".
print("hive-lint-bench: not implemented yet")
