import { useEffect, useRef, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  DRAGOVER_COMMAND,
  DROP_COMMAND,
  mergeRegister,
  PASTE_COMMAND,
} from 'lexical';
import { UPLOAD_IMAGE_FILES_COMMAND } from '../internal/commands';
import { $createImageNode } from '../nodes/image-node';

/** What `onUploadFile` resolves to: where the stored image lives and, optionally, its asset id. */
export interface UploadedFile {
  url: string;
  assetId?: string;
}

interface ImageUploadPluginProps {
  onUploadFile: (file: File) => Promise<UploadedFile>;
  onUploadError?: (error: unknown) => void;
  uploadingLabel: string;
}

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
}

function altFromName(name: string): string {
  return name.replace(/\.[a-z0-9]+$/i, '');
}

/** Uploads images from the toolbar, paste and drop; shows a status line while uploads run. */
export function ImageUploadPlugin({ onUploadFile, onUploadError, uploadingLabel }: ImageUploadPluginProps) {
  const [editor] = useLexicalComposerContext();
  const [pending, setPending] = useState(0);
  const props = useRef({ onUploadFile, onUploadError });
  const mounted = useRef(true);

  useEffect(() => {
    props.current = { onUploadFile, onUploadError };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const upload = (files: File[]) => {
      for (const file of files) {
        setPending((n) => n + 1);
        let request: Promise<UploadedFile>;
        try {
          request = Promise.resolve(props.current.onUploadFile(file));
        } catch (error) {
          request = Promise.reject(error);
        }
        request
          .then(
            (result) => {
              if (!mounted.current || !result?.url) return;
              editor.update(() => {
                if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
                $insertNodes([$createImageNode({ src: result.url, alt: altFromName(file.name), assetId: result.assetId ?? null })]);
              });
            },
            (error: unknown) => props.current.onUploadError?.(error),
          )
          .finally(() => {
            if (mounted.current) setPending((n) => n - 1);
          });
      }
    };

    return mergeRegister(
      editor.registerCommand(
        UPLOAD_IMAGE_FILES_COMMAND,
        (files) => {
          const images = files.filter((file) => file.type.startsWith('image/'));
          if (images.length === 0) return false;
          upload(images);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const files = 'clipboardData' in event ? imageFiles(event.clipboardData?.files) : [];
          if (files.length === 0) return false;
          event.preventDefault();
          upload(files);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        DROP_COMMAND,
        (event) => {
          const files = imageFiles(event.dataTransfer?.files);
          if (files.length === 0) return false;
          event.preventDefault();
          upload(files);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        DRAGOVER_COMMAND,
        (event) => {
          if (!event.dataTransfer?.types.includes('Files')) return false;
          event.preventDefault();
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);

  if (pending === 0) return null;
  return (
    <div className="ck-editor__upload-status" role="status">
      <span className="ck-editor__upload-spinner" aria-hidden="true" />
      {uploadingLabel}
    </div>
  );
}
