import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (projects by name, then the slowest files first), but with the process tests first: each of them
 * waits seconds for whole server processes, so started last (as "process" sorts after the API projects) one of them
 * would keep the run going after everything else had finished.
 */
export default class ProcessFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isProcess = (spec: TestSpecification) => spec.project.name === 'process';
    return [...sorted.filter(isProcess), ...sorted.filter((spec) => !isProcess(spec))];
  }
}
