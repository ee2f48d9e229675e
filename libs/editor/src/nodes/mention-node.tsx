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

/** HTML class of an exported mention (`<span data-mention-id class="ck-mention">@label</span>`). */
export const MENTION_CLASS = 'ck-mention';
/** Extra HTML class of a work-item mention. */
export const WORK_ITEM_MENTION_CLASS = 'ck-mention--work-item';

/** What a mention points at: a person (the default, no `data-mention-kind`) or a work item. */
export type MentionKind = 'member' | 'work_item';

export type SerializedMentionNode = Spread<
  { mention_id: string; label: string; kind?: MentionKind; href?: string | null },
  SerializedLexicalNode
>;

// A work item's link is an app path ("/acme/projects/…") or an http(s) URL; anything else is dropped.
const SAFE_MENTION_HREF = /^(?:https?:\/\/|\/(?!\/))/i;

/** The href when a mention may link to it, else null. */
export function sanitizeMentionHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (!trimmed || /[\u0000-\u001F\u007F]/.test(trimmed)) return null;
  return SAFE_MENTION_HREF.test(trimmed) ? trimmed : null;
}

function toKind(value: string | null | undefined): MentionKind {
  return value === 'work_item' ? 'work_item' : 'member';
}

function $convertMentionElement(element: HTMLElement): DOMConversionOutput | null {
  const id = element.getAttribute('data-mention-id');
  if (!id) return null;
  const kind = toKind(element.getAttribute('data-mention-kind'));
  const text = (element.textContent ?? '').trim();
  const label = element.getAttribute('data-mention-label') ?? (kind === 'member' ? text.replace(/^@/, '').trim() : text);
  return { node: $createMentionNode(id, label || id, { kind, href: element.getAttribute('data-href') }) };
}

/**
 * An inline, atomic mention: of a user (`@label`, for notifications) or of a work item (a link-like chip that
 * navigates through the editor's `onMentionClick`). Keeps the id, the label and, for work items, the link.
 */
export class MentionNode extends DecoratorNode<JSX.Element> {
  __mentionId: string;
  __label: string;
  __kind: MentionKind;
  __href: string | null;

  static override getType(): string {
    return 'cairn-mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mentionId, node.__label, node.__kind, node.__href, node.__key);
  }

  static override importJSON(json: SerializedMentionNode): MentionNode {
    return $createMentionNode(json.mention_id, json.label, { kind: json.kind, href: json.href });
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      span: (element: HTMLElement) =>
        element.hasAttribute('data-mention-id') ? { conversion: $convertMentionElement, priority: 3 } : null,
      a: (element: HTMLElement) =>
        element.hasAttribute('data-mention-id') ? { conversion: $convertMentionElement, priority: 3 } : null,
    };
  }

  constructor(mentionId: string, label: string, kind: MentionKind = 'member', href: string | null = null, key?: NodeKey) {
    super(key);
    this.__mentionId = mentionId;
    this.__label = label;
    this.__kind = toKind(kind);
    this.__href = this.__kind === 'work_item' ? sanitizeMentionHref(href) : null;
  }

  override exportJSON(): SerializedMentionNode {
    const base = { ...super.exportJSON(), type: MentionNode.getType(), version: 1, mention_id: this.__mentionId, label: this.__label };
    return this.__kind === 'work_item' ? { ...base, kind: this.__kind, href: this.__href } : base;
  }

  override exportDOM(): DOMExportOutput {
    const span = document.createElement('span');
    span.setAttribute('data-mention-id', this.__mentionId);
    if (this.__kind === 'work_item') {
      // Properties may arrive from another client through Yjs without the constructor's checks: check again.
      const href = sanitizeMentionHref(this.__href);
      span.setAttribute('data-mention-kind', 'work_item');
      if (href) span.setAttribute('data-href', href);
      span.className = `${MENTION_CLASS} ${WORK_ITEM_MENTION_CLASS}`;
      span.textContent = this.__label;
    } else {
      span.className = MENTION_CLASS;
      span.textContent = `@${this.__label}`;
    }
    return { element: span };
  }

  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'ck-editor__mention-host';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  getMentionId(): string {
    return this.getLatest().__mentionId;
  }

  getLabel(): string {
    return this.getLatest().__label;
  }

  getKind(): MentionKind {
    return this.getLatest().__kind;
  }

  getHref(): string | null {
    return this.getLatest().__href;
  }

  override getTextContent(): string {
    return this.__kind === 'work_item' ? this.__label : `@${this.__label}`;
  }

  override isInline(): true {
    return true;
  }

  override isKeyboardSelectable(): boolean {
    return false;
  }

  override decorate(): JSX.Element {
    if (this.__kind === 'work_item') {
      return (
        <a
          className={`ck-editor__mention ck-editor__mention--work-item ${MENTION_CLASS} ${WORK_ITEM_MENTION_CLASS}`}
          href={sanitizeMentionHref(this.__href) ?? undefined}
          data-mention-id={this.__mentionId}
          data-mention-kind="work_item"
          draggable={false}
        >
          {this.__label}
        </a>
      );
    }
    return (
      <span className={`ck-editor__mention ${MENTION_CLASS}`} data-mention-id={this.__mentionId}>
        @{this.__label}
      </span>
    );
  }
}

export interface MentionNodeOptions {
  kind?: MentionKind;
  /** Where a work-item mention leads (app path or http(s) URL); ignored for members. */
  href?: string | null;
}

export function $createMentionNode(mentionId: string, label: string, options: MentionNodeOptions = {}): MentionNode {
  return $applyNodeReplacement(new MentionNode(mentionId, label, options.kind ?? 'member', options.href ?? null));
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
