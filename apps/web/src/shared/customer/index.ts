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
export {
  domainResolver,
  errorTexts,
  setFormError,
  setServerErrors,
  useDomainForm,
} from './form-resolver';
export type { FormCheck } from './form-resolver';
export { FormLoading, FormLoadFailed } from './form-state';
export { FormSummary, refusalTitle, useFormFields } from './form-submit';
export { GuestForm } from './guest-form';
export { LoginForm } from './login-form';
export { fieldTexts, hasMessages, useCodeText } from './messages';
export type { CodeText } from './messages';
export {
  SAME_AS_BILLING,
  selectionOf,
  SHIPPING_FIELDS,
  SHIPPING_PATHS,
  shippingCheck,
  shippingFieldId,
  ShippingFields,
  shippingOfCustomer,
  shippingOfSelection,
  shippingPayload,
  useShippingSummaryEntries,
} from './shipping-fields';
export type { ShippingValues } from './shipping-fields';
export { useCustomerForm, useNewCustomerForm } from './use-customer-form';
export type { CustomerForm, CustomerFormData } from './use-customer-form';
export { postLoginTarget } from './post-login';
