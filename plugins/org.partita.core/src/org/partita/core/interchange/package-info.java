/**
 * The simulated schedule in other tools' formats: {@link ScheduleExport} reads a results directory's
 * {@code jobs.csv} and {@code rejected.csv} and writes, per run, a Standard Workload Format log
 * ({@link SwfSchedule}) and a Batsim-compatible {@code jobs.csv} ({@link BatsimJobs}).
 */
package org.partita.core.interchange;
