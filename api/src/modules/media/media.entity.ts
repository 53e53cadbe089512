import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An image stored in PostgreSQL, so every API replica can serve it. */
@Entity({ tableName: 'media' })
export class Media {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  byteSize!: number;

  @Property({ type: 'blob', lazy: true })
  data!: Buffer;

  /** Set on a smaller variant: the original it was made from. */
  @Property({ type: 'uuid', nullable: true })
  parentId?: string | null;

  @Property({ type: 'integer', nullable: true })
  width?: number | null;

  /** The shop that uploaded it; only that shop may attach it to a product. */
  @Property({ type: 'uuid', nullable: true })
  ownerVendorId?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** The public URL of a stored image. */
export function mediaUrl(id: string): string {
  return `/media/${id}`;
}
