export { cn } from './cn.ts';
export { Button, type ButtonProps } from './Button.tsx';
export { ActionButton, type ActionButtonProps } from './ActionButton.tsx';
export { PageHeader } from './PageHeader.tsx';
export { Card } from './Card.tsx';
export { PendingFeature, type PendingFeatureProps } from './PendingFeature.tsx';
export { CopyButton } from './CopyButton.tsx';
export { AddressChip } from './AddressChip.tsx';
export { useCopied } from './useCopied.ts';
