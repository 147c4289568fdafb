export { customerAttrQuery, fieldMessages, refusalOf, useLogInWithToken } from './customer-api';
export type { Refusal } from './customer-api';
export {
  CustomerFields,
  customerFormFields,
  useCustomerSummaryEntries,
  valuesOfCustomer,
} from './customer-fields';
export {
  CheckField,
  EmailField,
  PasswordField,
  RequiredNote,
  SubmitButton,
  TextField,
} from './form-ui';
export type { SummaryEntry } from './form-ui';
export { setFormError, setServerErrors, useDomainForm } from './form-resolver';
export type { FormCheck } from './form-resolver';
export { FormLoading, FormLoadFailed } from './form-state';
export { FormSummary, refusalTitle, useFormFields } from './form-submit';
export { GuestForm } from './guest-form';
export { LoginForm } from './login-form';
export { hasMessages, useCodeText } from './messages';
export type { CodeText } from './messages';
export {
  SHIPPING_PATHS,
  shippingCheck,
  ShippingFields,
  shippingOfCustomer,
  shippingPayload,
  useShippingSummaryEntries,
} from './shipping-fields';
export type { ShippingValues } from './shipping-fields';
export { useCustomerForm, useNewCustomerForm } from './use-customer-form';
export { postLoginTarget } from './post-login';
