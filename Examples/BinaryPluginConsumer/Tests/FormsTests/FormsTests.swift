// The generated logic, which has no UI, checked where it was generated: by the binary plugin.
import Testing

@testable import Forms

@Test func generatedCheckoutLogic() {
    #expect(Forms.checkoutFieldCount == 3)
    #expect(CheckoutForm.navigationBarFields == [.email, .card])
    #expect(CheckoutForm.returnAction(from: .email) == .focus(.card))
    #expect(CheckoutForm.okCancelBarCancelBehavior.restoredText(original: "leave at door") == "leave at door")
}
