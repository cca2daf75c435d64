// The fault the shared-record controls plant (issue 27): a database whose compare-and-set
// writes whatever is stored by then (as Keyv's plain `set`), so a change made after the
// writer read is written over. With no queue either, concurrent changes then lose updates.
import { Database } from '../../src/store/index';

export class BlindWrites extends Database {
  override async swap(key: string, _before: string | undefined, after: string): Promise<boolean> {
    while (!(await super.swap(key, await this.text(key), after)));
    return true;
  }
}
