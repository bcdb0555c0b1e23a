package org.partita.core.alloc;

/**
 * What a migrating allocator needs to know about time to charge the work lost since a job's last checkpoint (Chang
 * §7.2). The engine implements it and binds it with {@link JobMigration#bindClock}.
 */
public interface JobClock {

    /** Current simulation time (seconds). */
    double now();

    /** When the job started running on its current allocation. */
    double startTime(long jobId);

    /** The job's run time on its allocation (after the allocation's run-time factor). */
    double runTime(long jobId);
}
