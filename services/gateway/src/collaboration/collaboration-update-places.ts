import { COLLABORATION_FIELD } from '@doclens/generated-documents';
import * as Y from 'yjs';

/**
 * Where each piece of an incoming Yjs update would land in the shared document, found before the
 * update is applied. A piece names its parent (a root name, or the id of the element it goes in)
 * only when it has no neighbour; otherwise it lands beside the neighbour it names, which is in
 * the document already or earlier in the same update.
 */

export type Place =
  /** The document's own fragment (its top-level blocks). */
  | { in: 'root'; attribute: boolean }
  /** Inside an element (its children) or on it (an attribute, when `attribute`). */
  | { in: 'element'; attribute: boolean }
  /** Inside a text (characters and formatting). */
  | { in: 'text'; attribute: boolean }
  /** Beside something already garbage-collected: Yjs drops the piece. */
  | { in: 'nowhere' }
  /** Anywhere else (another root, a map, an array…), or next to something neither side holds. */
  | { in: 'unknown'; why: string };

type TypeLike = Y.AbstractType<unknown>;

function placeInType(type: TypeLike, attribute: boolean, fragment: Y.XmlFragment): Place {
  if (type === fragment) return { in: 'root', attribute };
  if (type instanceof Y.XmlElement) return { in: 'element', attribute };
  if (type instanceof Y.XmlText) return { in: 'text', attribute };
  return { in: 'unknown', why: `a ${type.constructor.name}` };
}

export class UpdatePlaces {
  private readonly fragment: Y.XmlFragment;
  private readonly byClient = new Map<number, Y.Item[]>();
  private readonly resolved = new Map<Y.Item, Place>();

  constructor(
    private readonly document: Y.Doc,
    items: Y.Item[],
  ) {
    this.fragment = document.getXmlFragment(COLLABORATION_FIELD);
    for (const item of items) {
      const list = this.byClient.get(item.id.client) ?? [];
      list.push(item);
      this.byClient.set(item.id.client, list);
    }
    for (const list of this.byClient.values()) list.sort((a, b) => a.id.clock - b.id.clock);
  }

  /** True when the document already holds all of the item (Yjs ignores it). */
  isKnown(item: Y.Item): boolean {
    return item.id.clock + item.length <= Y.getState(this.document.store, item.id.client);
  }

  placeOf(item: Y.Item): Place {
    // Follows neighbour after neighbour without recursion: a pasted page is a long chain.
    const chain: Y.Item[] = [];
    const seen = new Set<Y.Item>();
    let current: Y.Item | undefined = item;
    let place: Place | undefined;
    while (current && !place) {
      place = this.resolved.get(current) ?? this.directPlaceOf(current);
      if (place) break;
      chain.push(current);
      seen.add(current);
      const neighbour: Y.ID | null = current.origin ?? current.rightOrigin;
      if (!neighbour) {
        place = { in: 'unknown', why: 'a piece without parent or neighbour' };
        break;
      }
      const found = this.find(neighbour);
      if (found === 'gc') place = { in: 'nowhere' };
      else if (found === undefined) place = { in: 'unknown', why: 'a piece next to content the server does not hold' };
      else if (found.integrated) place = this.integratedPlaceOf(found.item);
      else if (seen.has(found.item)) place = { in: 'unknown', why: 'a piece placed next to itself' };
      else current = found.item;
    }
    const final = place ?? { in: 'unknown', why: 'a piece that cannot be placed' };
    // A piece beside another lands in the same parent under the same key.
    for (const link of chain) this.resolved.set(link, final);
    return final;
  }

  /** The place an update's item names itself (root or parent id), if it names one. */
  private directPlaceOf(item: Y.Item): Place | undefined {
    const parent = item.parent as unknown;
    const attribute = item.parentSub !== null;
    if (typeof parent === 'string') {
      return parent === COLLABORATION_FIELD ? { in: 'root', attribute } : { in: 'unknown', why: `a root "${parent}"` };
    }
    if (parent instanceof Y.ID) {
      const found = this.find(parent);
      if (found === 'gc') return { in: 'nowhere' };
      if (found === undefined) return { in: 'unknown', why: 'a piece inside content the server does not hold' };
      const { content } = found.item;
      if (!(content instanceof Y.ContentType)) return { in: 'unknown', why: 'a piece inside a value' };
      const type = content.type as TypeLike;
      if (type instanceof Y.XmlElement) return { in: 'element', attribute };
      if (type instanceof Y.XmlText) return { in: 'text', attribute };
      return { in: 'unknown', why: `a ${type.constructor.name}` };
    }
    return undefined;
  }

  private integratedPlaceOf(item: Y.Item): Place {
    return placeInType(item.parent as TypeLike, item.parentSub !== null, this.fragment);
  }

  private find(id: Y.ID): { item: Y.Item; integrated: boolean } | 'gc' | undefined {
    if (id.clock < Y.getState(this.document.store, id.client)) {
      const struct = Y.getItem(this.document.store, id) as Y.Item | Y.GC;
      return struct instanceof Y.Item ? { item: struct, integrated: true } : 'gc';
    }
    const list = this.byClient.get(id.client) ?? [];
    let low = 0;
    let high = list.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const candidate = list[middle] as Y.Item;
      if (id.clock < candidate.id.clock) high = middle - 1;
      else if (id.clock >= candidate.id.clock + candidate.length) low = middle + 1;
      else return { item: candidate, integrated: false };
    }
    return undefined;
  }
}
