/**
 * Form controls: fields, the country list, the quantity stepper, the image-upload check. Stateless, so not shared
 * through the federation like the rest of `@bookshop/ui` (a shared module is kept whole in every page's first load):
 * each app bundles what it uses of them, and a page without a form loads none of them.
 */
export { Field, SelectField, TextAreaField, type FieldProps, type SelectFieldProps, type TextAreaFieldProps } from './field';
export { CountryField, type CountryFieldProps } from './country-field';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { uploadFileType } from './image-file';
