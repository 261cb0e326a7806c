//
//  Stack.swift
//

/// A plain last-in first-out stack (used for undo).
public struct Stack<Element> {
    private var elements: [Element] = []

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }
    public var top: Element? { elements.last }

    public mutating func push(_ element: Element) {
        elements.append(element)
    }

    @discardableResult
    public mutating func pop() -> Element? {
        elements.popLast()
    }
}
