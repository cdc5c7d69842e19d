import { ToolError } from '../errors.js';
import type { Store } from '../store/db.js';
import { newId, nowIso } from '../store/ids.js';
import type { OrgTable } from '../store/schema.js';
import { isPlan, PLANS } from './billing.js';
import { Recent } from './recent.js';
import { slugify } from './slug.js';

export type Org = OrgTable;

export class OrgService {
  private readonly recent = new Recent<Org | undefined>();

  constructor(private readonly store: Store) {}

  async create(input: { name: string; slug?: string; plan?: string }): Promise<Org> {
    const plan = input.plan ?? 'free';
    if (!isPlan(plan)) {
      throw new ToolError(
        'validation_error',
        `plan: "${plan}" is not one of ${Object.keys(PLANS).join(', ')}`,
      );
    }
    const org: Org = {
      id: newId('org'),
      name: input.name,
      slug: input.slug ?? slugify(input.name),
      plan,
      created_at: nowIso(),
    };
    if (await this.bySlug(org.slug)) {
      throw new ToolError('validation_error', `slug: an organisation "${org.slug}" already exists`);
    }
    await this.store.db.insertInto('orgs').values(org).execute();
    return org;
  }

  /** The org of an authenticated call; a plan change made elsewhere shows within a second. */
  async forCall(id: string): Promise<Org | undefined> {
    return this.recent.get(id, () => this.byId(id));
  }

  async byId(id: string): Promise<Org | undefined> {
    return this.store.db.selectFrom('orgs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async bySlug(slug: string): Promise<Org | undefined> {
    return this.store.db.selectFrom('orgs').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  /** Accepts a slug or an id, as every CLI command does. */
  async find(ref: string): Promise<Org | undefined> {
    return (await this.bySlug(ref)) ?? (await this.byId(ref));
  }

  async list(): Promise<Org[]> {
    return this.store.db.selectFrom('orgs').selectAll().orderBy('created_at').execute();
  }

  async setPlan(id: string, plan: string): Promise<void> {
    if (!isPlan(plan)) throw new ToolError('validation_error', `plan: "${plan}" is not a plan`);
    await this.store.db.updateTable('orgs').set({ plan }).where('id', '=', id).execute();
    this.recent.clear();
  }
}
