package org.partita.core.workload.swf;

/**
 * One job line of a Standard Workload Format (SWF 2.2) file: the 18 fields in file order. A field that does not
 * apply holds {@code -1}. Times are seconds; memory is KB per processor.
 *
 * @param jobNumber          1: job number
 * @param submitTime         2: submit time
 * @param waitTime           3: wait time
 * @param runTime            4: run time (wall clock); 0 means less than 0.5 s
 * @param allocatedProcs     5: number of allocated processors
 * @param avgCpuTime         6: average CPU time used per processor
 * @param usedMemory         7: used memory
 * @param requestedProcs     8: requested number of processors
 * @param requestedTime      9: requested time (user estimate)
 * @param requestedMemory    10: requested memory
 * @param status             11: 1 completed, 0 failed, 5 cancelled (-1 unknown)
 * @param userId             12: user id
 * @param groupId            13: group id
 * @param executable         14: executable (application) number
 * @param queue              15: queue number
 * @param partition          16: partition number
 * @param precedingJob       17: preceding job number
 * @param thinkTime          18: think time from the preceding job
 */
public record SwfRecord(long jobNumber, double submitTime, double waitTime, double runTime, int allocatedProcs,
        double avgCpuTime, double usedMemory, int requestedProcs, double requestedTime, double requestedMemory,
        int status, int userId, int groupId, int executable, int queue, int partition, long precedingJob,
        double thinkTime) {

    /** Number of fields per line. */
    public static final int FIELDS = 18;

    /** Field names, index 0 = field 1. */
    public static final String[] FIELD_NAMES = {"job number", "submit time", "wait time", "run time",
        "allocated processors", "average CPU time", "used memory", "requested processors", "requested time",
        "requested memory", "status", "user id", "group id", "executable number", "queue number",
        "partition number", "preceding job number", "think time"};

    /** Whether field {@code i} (1-based) holds an integer. */
    static boolean integerField(int i) {
        return i == 1 || i == 5 || i == 8 || (i >= 11 && i <= 17);
    }

    /** A record with only the fields a simulator needs; the rest are -1. */
    public static SwfRecord basic(long job, double submit, double runTime, int procs, double requestedTime) {
        return new SwfRecord(job, submit, -1, runTime, procs, -1, -1, procs, requestedTime, -1, 1, -1, -1, -1, -1,
                -1, -1, -1);
    }
}
