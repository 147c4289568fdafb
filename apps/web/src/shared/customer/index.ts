export { customerAttrQuery, fieldMessages, refusalOf, useLogInWithToken } from './customer-api';
export type { Refusal } from './customer-api';
export {
  CustomerFields,
  customerFieldId,
  customerFormFields,
  emptyCustomerValues,
  isRequiredField,
  summaryEntries,
  useCustomerLabel,
  useCustomerSummaryEntries,
  valuesOfCustomer,
} from './customer-fields';
export type { CustomerValues } from './customer-fields';
export {
  CheckField,
  EmailField,
  ErrorSummary,
  PasswordField,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextField,
} from './form-ui';
export type { SummaryEntry } from './form-ui';
export { FormLoading, FormLoadFailed } from './form-state';
export { ProblemSummary, refusalTitle, useFormProblem, useSubmission } from './form-submit';
export type { FormProblem } from './form-submit';
export { GuestForm } from './guest-form';
export { LoginForm } from './login-form';
export { fieldTexts, hasMessages, useCodeText } from './messages';
export type { CodeText } from './messages';
export {
  checkShipping,
  SAME_AS_BILLING,
  selectionOf,
  SHIPPING_FIELDS,
  shippingFieldId,
  ShippingFields,
  shippingMessages,
  shippingSummaryEntries,
  shippingOfCustomer,
  shippingOfSelection,
  shippingPayload,
} from './shipping-fields';
export type { ShippingValues } from './shipping-fields';
export { useCustomerForm, useNewCustomerForm } from './use-customer-form';
export { postLoginTarget } from './post-login';
