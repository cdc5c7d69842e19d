import { ToolError } from '../../errors.js';
import type { Store } from '../../store/db.js';
import { nowIso } from '../../store/ids.js';
import type { ProjectFileTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const NAME = /^[\w][\w .()+-]{0,99}$/;

export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Files a project keeps for the upload steps of its journeys, by name. */
export class ProjectFileService {
  constructor(
    private readonly store: Store,
    private readonly artifacts: ArtifactService,
  ) {}

  /** Stores (or replaces) a file under a plain name: no folders, so nothing can point outside. */
  async put(orgId: string, projectId: string, name: string, bytes: Buffer, contentType: string) {
    if (!NAME.test(name) || name.includes('..')) {
      throw new ToolError(
        'validation_error',
        `name: "${name}" is not a plain file name (letters, digits, spaces and . _ - + ( ), up to 100 characters, no folders)`,
      );
    }
    if (bytes.length === 0 || bytes.length > MAX_FILE_BYTES) {
      throw new ToolError(
        'validation_error',
        `the file has ${bytes.length} bytes; files of 1 byte to ${MAX_FILE_BYTES / 1024 / 1024} MB are kept`,
      );
    }
    const hash = await this.artifacts.put(orgId, bytes, contentType);
    const row: ProjectFileTable = {
      project_id: projectId,
      name,
      hash,
      content_type: contentType,
      size: bytes.length,
      created_at: nowIso(),
    };
    await this.store.db
      .insertInto('project_files')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['project_id', 'name']).doUpdateSet({
          hash,
          content_type: contentType,
          size: bytes.length,
          created_at: row.created_at,
        }),
      )
      .execute();
    return row;
  }

  list(projectId: string) {
    return this.store.db
      .selectFrom('project_files')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('name')
      .execute();
  }

  async remove(projectId: string, name: string): Promise<boolean> {
    const done = await this.store.db
      .deleteFrom('project_files')
      .where('project_id', '=', projectId)
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(done.numDeletedRows) > 0;
  }

  /** A file's bytes for an upload step, or null when the project keeps no file of that name. */
  async open(orgId: string, projectId: string, name: string): Promise<StoredFile | null> {
    const row = await this.store.db
      .selectFrom('project_files')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('name', '=', name)
      .executeTakeFirst();
    const stored = row && (await this.artifacts.get(orgId, row.hash));
    return stored ? { name, contentType: row.content_type, bytes: stored.bytes } : null;
  }
}
