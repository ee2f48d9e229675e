import type { JSX } from 'react';
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';

export interface ImagePayload {
  src: string;
  alt?: string;
  assetId?: string | null;
}

export type SerializedImageNode = Spread<{ src: string; alt: string; asset_id: string | null }, SerializedLexicalNode>;

// Images may point at the web, at our own uploads or be inline data; script-capable schemes are dropped.
const SAFE_IMAGE_SRC = /^(?:https?:|data:image\/|blob:|\/(?!\/)|\.{0,2}\/)/i;

/** True for src values an <img> may carry (http(s), data:image, blob:, same-origin paths). */
export function isSafeImageSrc(src: string): boolean {
  return SAFE_IMAGE_SRC.test(src.trim());
}

function $convertImageElement(element: HTMLElement): DOMConversionOutput {
  const src = element.getAttribute('src') ?? '';
  if (!src || !isSafeImageSrc(src)) return { node: null };
  return {
    node: $createImageNode({
      src,
      alt: element.getAttribute('alt') ?? '',
      assetId: element.getAttribute('data-asset-id'),
    }),
  };
}

/** An inline image (upload or pasted); exported as `<img src alt data-asset-id>`. */
export class ImageNode extends DecoratorNode<JSX.Element | null> {
  __src: string;
  __alt: string;
  __assetId: string | null;

  static override getType(): string {
    return 'cairn-image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__assetId, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode({ src: json.src, alt: json.alt, assetId: json.asset_id });
  }

  static override importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: $convertImageElement, priority: 1 }) };
  }

  constructor(src: string, alt: string, assetId: string | null, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__assetId = assetId;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: ImageNode.getType(), version: 1, src: this.__src, alt: this.__alt, asset_id: this.__assetId };
  }

  override exportDOM(): DOMExportOutput {
    // The src may arrive from another client through Yjs without the import's check: check again.
    if (!isSafeImageSrc(this.__src)) return { element: null };
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    if (this.__assetId) img.setAttribute('data-asset-id', this.__assetId);
    return { element: img };
  }

  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'ck-editor__image-host';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  getAssetId(): string | null {
    return this.getLatest().__assetId;
  }

  override isInline(): true {
    return true;
  }

  override decorate(): JSX.Element | null {
    if (!isSafeImageSrc(this.__src)) return null;
    return <img className="ck-editor__image" src={this.__src} alt={this.__alt} data-asset-id={this.__assetId ?? undefined} draggable={false} />;
  }
}

export function $createImageNode({ src, alt = '', assetId = null }: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt, assetId ?? null));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
