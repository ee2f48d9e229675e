import { useState } from 'react';
import { Button, CopyIcon, type ButtonProps } from '@cairn/ui-kit';

/**
 * A Copy button that writes `text` to the clipboard: `onCopied` after it worked (the caller's toast), else the
 * `failedText` under it (the clipboard is refused outside https or by the browser; the user copies by hand).
 */
export function CopyButton(props: {
  text: string;
  label: string;
  failedText: string;
  onCopied?: () => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  'aria-label'?: string;
}) {
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      setFailed(false);
      props.onCopied?.();
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant={props.variant ?? 'secondary'} size={props.size} leftIcon={<CopyIcon size={14} />} aria-label={props['aria-label']} onClick={() => void copy()}>
        {props.label}
      </Button>
      {failed ? (
        <span className="cw-copy-failed" role="alert">
          {props.failedText}
        </span>
      ) : null}
    </>
  );
}
