import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Loader2 } from 'lucide-react';
import { customRpcUrlSchema, ERRORS, TEXTS, type Cluster, type CustomRpcUrl } from '@toolkit/shared';
import { Button } from '../../shared/ui/index.ts';
import { useServerConfigQuery } from './api.ts';
import { useNetwork } from './use-network.ts';

const CHOICES: { value: Cluster; label: string }[] = [
  { value: 'local', label: 'Local' },
  { value: 'mainnet', label: 'Mainnet' },
  { value: 'devnet', label: 'Devnet' },
  { value: 'custom', label: 'Custom' },
];

/**
 * 'RPC Endpoint': Local, Mainnet and Devnet switch at once; Custom asks for a URL first and
 * switches on Save. The radio shows the cluster in force unless the user is typing a custom URL.
 */
export function RpcEndpointSetting() {
  const net = useNetwork();
  // A server that refuses custom endpoints shows Custom disabled with its reason, not a choice that fails on Save.
  const customRefused = useServerConfigQuery().data?.allowCustomRpc === false;
  const reasonId = useId();
  const [choice, setChoice] = useState<Cluster>(net.network);
  const form = useForm<CustomRpcUrl>({
    // Save stays disabled until the URL is http(s); the server then checks it answers and is public.
    resolver: zodResolver(customRpcUrlSchema),
    mode: 'onChange',
    defaultValues: { url: net.network === 'custom' ? (net.rpcUrl ?? '') : '' },
  });
  const labelId = useId();
  const inputId = useId();

  // Follow the server's answer (initial load, a switch, or a failed switch that kept the old one),
  // adjusting during render as React recommends for state that follows props.
  const [answered, setAnswered] = useState({ network: net.network, switching: net.switching });
  if (answered.network !== net.network || answered.switching !== net.switching) {
    setAnswered({ network: net.network, switching: net.switching });
    if (!net.switching) setChoice(net.network);
  }

  const onChoose = (value: string) => {
    const cluster = value as Cluster;
    setChoice(cluster);
    if (cluster !== 'custom') void net.choose(cluster);
  };

  return (
    <div>
      <p id={labelId} className="mb-1.5 flex items-center gap-2 text-sm font-medium">
        {TEXTS.rpcEndpoint}
        {net.switching && <Loader2 className="size-3.5 animate-spin text-muted" aria-label="Switching" />}
      </p>
      <RadioGroup.Root value={choice} onValueChange={onChoose} aria-labelledby={labelId} disabled={net.switching} className="grid grid-cols-2 gap-2">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 py-2.5 text-sm has-[[data-disabled]]:cursor-not-allowed has-[[data-disabled]]:opacity-50 has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:bg-accent/10"
          >
            <RadioGroup.Item
              value={c.value}
              disabled={c.value === 'custom' && customRefused}
              aria-describedby={c.value === 'custom' && customRefused ? reasonId : undefined}
              className="flex size-4 items-center justify-center rounded-full border border-muted data-[state=checked]:border-accent"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-accent" />
            </RadioGroup.Item>
            {c.label}
          </label>
        ))}
      </RadioGroup.Root>
      {customRefused && (
        <p id={reasonId} className="mt-2 text-xs text-muted">
          {ERRORS.CUSTOM_RPC_NOT_ALLOWED.message}
        </p>
      )}
      {choice === 'custom' && (
        <form className="mt-3 space-y-2" onSubmit={form.handleSubmit(({ url }) => void net.choose('custom', url))}>
          <label htmlFor={inputId} className="block text-sm text-muted">
            {TEXTS.customRpcUrl}
          </label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register('url')}
            className="w-full rounded-xl border border-line bg-bg px-3 py-2.5 font-mono text-sm outline-none focus:border-accent"
          />
          <Button type="submit" className="w-full" disabled={!form.formState.isValid || net.switching}>
            {TEXTS.save}
          </Button>
        </form>
      )}
    </div>
  );
}
