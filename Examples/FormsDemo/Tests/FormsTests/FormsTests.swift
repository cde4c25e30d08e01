import Testing

@testable import Forms

@Test func generatedCheckoutLogic() {
    #expect(Forms.checkoutFieldCount == 3)
    #expect(CheckoutForm.navigationBarFields == [.email, .card])
    #expect(CheckoutForm.focusAfterSubmit(from: .email) == .card)
    #expect(CheckoutForm.okCancelBarCancelBehavior.restoredText(original: "leave at door") == "leave at door")
}
