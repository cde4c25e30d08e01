/// The forms of this package; their code is generated from the `*.formgen.json` files beside this one.
public enum Forms {
    /// The checkout form's fields in focus order, from the generated logic.
    public static var checkoutFieldCount: Int { CheckoutForm.focusOrder.count }
}
