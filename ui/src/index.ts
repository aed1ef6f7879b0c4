/**
 * The DormSpace design system: the one public entry of the `ui` package, shared at run time
 * as a Module Federation singleton by the shell and the remotes.
 */
export { theme, type Theme } from './theme';
export { styled, css, keyframes, createGlobalStyle, useTheme, type DefaultTheme, type RuleSet, type Interpolation } from './styled';
export { GlobalStyle } from './global-style';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ToastProvider, DEFAULT_TOAST_MS, type ToastProviderProps } from './toast-provider';
export { useToast } from './use-toast';
export type { ToastApi, ToastOptions, ToastTone } from './toast-context';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Card, type CardProps } from './card';
export { DetailList, type Detail } from './detail-list';
export { Table, type TableProps } from './table';
export { THead, TBody, Tr, Th, Td } from './table-parts';
export { TableHead, type TableHeadProps, type TableColumn } from './table-head';
export { TextField, type TextFieldProps, type TextFieldType } from './text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { Alert, type AlertProps, type AlertTone } from './alert';
export { VisuallyHidden } from './visually-hidden';
export { RemoteWidget, WidgetLoaderProvider, type RemoteWidgetProps, type WidgetLoader, type WidgetModule } from './remote-widget';
