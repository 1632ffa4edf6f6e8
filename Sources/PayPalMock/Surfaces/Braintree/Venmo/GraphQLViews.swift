/// How PayTerm's GraphQL writes its answers, in the shapes `BTVenmoClient` reads: `data.createVenmoPaymentContext`,
/// `data.node`, and `errors`.
enum GraphQLViews {
    struct CreatedContext: Encodable {
        struct Data: Encodable { let createVenmoPaymentContext: Created }
        struct Created: Encodable { let venmoPaymentContext: Context }
        struct Context: Encodable { let id: String }

        let data: Data

        init(_ context: VenmoPaymentContext) {
            data = Data(createVenmoPaymentContext: Created(venmoPaymentContext: Context(id: context.id)))
        }
    }

    /// `node(id:)` on a `VenmoPaymentContext`: the nonce, the username and the payer once the buyer approved; before,
    /// the context's status alone.
    struct ContextNode: Encodable {
        struct Data: Encodable { let node: Node }

        struct Node: Encodable {
            let id: String
            let status: String
            let paymentMethodUsage: String
            let paymentMethodId: String?
            let userName: String?
            let payerInfo: PayerInfo?
        }

        struct PayerInfo: Encodable {
            let firstName: String
            let lastName: String
            let phoneNumber: String?
            let email: String
            let externalId: String
            let userName: String
            let shippingAddress: PostalAddress?
            let billingAddress: PostalAddress?
        }

        struct PostalAddress: Encodable {
            let fullName: String
            let addressLine1: String
            let addressLine2: String?
            let adminArea1: String?
            let adminArea2: String
            let postalCode: String
            let countryCode: String

            init(_ address: Address) {
                fullName = address.name
                addressLine1 = address.line1
                addressLine2 = address.line2
                adminArea1 = address.state
                adminArea2 = address.city
                postalCode = address.postalCode
                countryCode = address.countryCode
            }
        }

        let data: Data

        init(_ context: VenmoPaymentContext) {
            let approval = context.approval
            let payer = approval.map { approval in
                PayerInfo(
                    firstName: approval.firstName, lastName: approval.lastName, phoneNumber: approval.phone, email: approval.email,
                    externalId: approval.user.userId, userName: approval.user.username, shippingAddress: approval.shippingAddress.map(PostalAddress.init),
                    billingAddress: approval.billingAddress.map(PostalAddress.init))
            }
            data = Data(node: Node(
                id: context.id, status: context.status.rawValue, paymentMethodUsage: context.paysheet.usage.rawValue, paymentMethodId: approval?.nonce,
                userName: approval?.user.username, payerInfo: payer))
        }
    }

    struct Errors: Encodable {
        struct Error: Encodable {
            struct Extensions: Encodable {
                let errorClass: String
                let errorType: String
                let inputPath: [String]?
            }

            let message: String
            let extensions: Extensions
        }

        let errors: [Error]

        init(_ failure: GraphQLFailure) {
            errors = [Error(
                message: failure.message,
                extensions: .init(errorClass: failure.errorClass, errorType: failure.errorType, inputPath: failure.inputPath))]
        }
    }
}
