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

export type SerializedMentionNode = Spread<{ mention_id: string; label: string }, SerializedLexicalNode>;

function labelFromText(text: string): string {
  return text.replace(/^@/, '').trim();
}

function $convertMentionElement(element: HTMLElement): DOMConversionOutput | null {
  const id = element.getAttribute('data-mention-id');
  if (!id) return null;
  const label = element.getAttribute('data-mention-label') ?? labelFromText(element.textContent ?? '');
  return { node: $createMentionNode(id, label || id) };
}

/** An inline, atomic @-mention of a user: keeps the id for notifications and the label for display. */
export class MentionNode extends DecoratorNode<JSX.Element> {
  __mentionId: string;
  __label: string;

  static override getType(): string {
    return 'cairn-mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mentionId, node.__label, node.__key);
  }

  static override importJSON(json: SerializedMentionNode): MentionNode {
    return $createMentionNode(json.mention_id, json.label);
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      span: (element: HTMLElement) =>
        element.hasAttribute('data-mention-id') ? { conversion: $convertMentionElement, priority: 3 } : null,
    };
  }

  constructor(mentionId: string, label: string, key?: NodeKey) {
    super(key);
    this.__mentionId = mentionId;
    this.__label = label;
  }

  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), type: MentionNode.getType(), version: 1, mention_id: this.__mentionId, label: this.__label };
  }

  override exportDOM(): DOMExportOutput {
    const span = document.createElement('span');
    span.setAttribute('data-mention-id', this.__mentionId);
    span.className = MENTION_CLASS;
    span.textContent = `@${this.__label}`;
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

  override getTextContent(): string {
    return `@${this.__label}`;
  }

  override isInline(): true {
    return true;
  }

  override isKeyboardSelectable(): boolean {
    return false;
  }

  override decorate(): JSX.Element {
    return (
      <span className={`ck-editor__mention ${MENTION_CLASS}`} data-mention-id={this.__mentionId}>
        @{this.__label}
      </span>
    );
  }
}

export function $createMentionNode(mentionId: string, label: string): MentionNode {
  return $applyNodeReplacement(new MentionNode(mentionId, label));
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
