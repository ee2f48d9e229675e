import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { Button, CheckIcon, CopyIcon } from '@cairn/ui-kit';

/** Copies a value to the clipboard and says so for a moment; `label` names what is copied for assistive tech. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => undefined);
  };
  return (
    <Button variant="outline" size="sm" leftIcon={copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />} aria-label={label} onClick={copy}>
      {copied ? t('common.copied') : t('common.copy')}
    </Button>
  );
}
