export { cn } from './cn.ts';
export { Button, type ButtonProps } from './Button.tsx';
export { ActionButton, type ActionButtonProps } from './ActionButton.tsx';
export { PageHeader } from './PageHeader.tsx';
export { Card } from './Card.tsx';
export { PendingFeature, type PendingFeatureProps } from './PendingFeature.tsx';
export { CopyButton } from './CopyButton.tsx';
export { AddressChip } from './AddressChip.tsx';
export { useCopied } from './useCopied.ts';
export { useObjectUrl } from './use-object-url.ts';
export { Modal, type ModalProps } from './Modal.tsx';
export { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete.tsx';
export { Field, TextArea, inputClass, type FieldProps } from './Field.tsx';
export { Select } from './Select.tsx';
export { FieldMessage } from './FieldMessage.tsx';
export { Segmented, type SegmentedOption } from './Segmented.tsx';
export { FormError } from './FormError.tsx';
export { TokenPicker, type PickerToken } from './TokenPicker.tsx';
export { TokenBadge } from './TokenBadge.tsx';
export { SolIcon } from './SolIcon.tsx';
export { TokenLink } from './TokenLink.tsx';
export { PoolChart } from './PoolChart.tsx';
export { HeaderPopover, type HeaderPopoverProps } from './HeaderPopover.tsx';
export { DonutChart, type DonutChartProps } from './DonutChart.tsx';
export {
  AmountInput,
  readAmount,
  baseUnitsOf,
  groupThousands,
  showGrouped,
  fractionOf,
  type AmountInputProps,
  type AmountReading,
} from './amount/index.ts';
export { MintField, type MintFieldProps } from './MintField.tsx';
export { TokenLogo, TokenImageContext, type TokenImageRender } from './TokenLogo.tsx';
export { Skeleton, SkeletonBlock } from './Skeleton.tsx';
export { CARD_TABLE, CARD_HEAD, CARD_BODY, CARD_ROW, CARD_CELL } from './card-table.ts';
export { CsvField } from './CsvField.tsx';
export { ServerTokenHeader } from './ServerTokenHeader.tsx';
export { ExplorerLink, TransactionLink, AddressLink, type ExplorerLinkProps } from './ExplorerLink.tsx';
export { FieldLabel } from './FieldLabel.tsx';
export { messageTies } from './field-message-ties.ts';
