package org.partita.core.sched;

import java.util.AbstractCollection;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The running jobs of a simulation by job id, iterated in the order their ids were first put — what a
 * {@code LinkedHashMap<Long, RunningJob>} gives, without a boxed key and an entry object per job: the ids sit in an
 * open-addressing table of primitive longs and the order is a list linked through the jobs themselves.
 *
 * <p>As in the map, putting an id already present replaces its job in place (the new job takes the old one's
 * position in the order), and {@link #remove(long, RunningJob)} removes only the job the id maps to now.
 */
public final class RunningJobs {

    private static final int MIN_CAPACITY = 64;

    private long[] ids = new long[MIN_CAPACITY];
    private RunningJob[] jobs = new RunningJob[MIN_CAPACITY];
    private int size;
    private RunningJob first;
    private RunningJob last;
    private final Collection<RunningJob> view = new View();

    /** The job running under {@code id}, or {@code null}. */
    public RunningJob get(long id) {
        int mask = ids.length - 1;
        for (int i = slot(id, mask); jobs[i] != null; i = (i + 1) & mask) {
            if (ids[i] == id) {
                return jobs[i];
            }
        }
        return null;
    }

    /** Files {@code job} under {@code id}; a job already under it is replaced in its position. */
    public void put(long id, RunningJob job) {
        int mask = ids.length - 1;
        int i = slot(id, mask);
        for (; jobs[i] != null; i = (i + 1) & mask) {
            if (ids[i] == id) {
                replaceInOrder(jobs[i], job);
                jobs[i] = job;
                return;
            }
        }
        ids[i] = id;
        jobs[i] = job;
        job.before = last;
        job.after = null;
        if (last == null) {
            first = job;
        } else {
            last.after = job;
        }
        last = job;
        if (++size * 2 > ids.length) {
            grow();
        }
    }

    /** Removes {@code id} if it maps to {@code job}; returns whether it did. */
    public boolean remove(long id, RunningJob job) {
        int mask = ids.length - 1;
        int i = slot(id, mask);
        for (; jobs[i] != null; i = (i + 1) & mask) {
            if (ids[i] == id) {
                break;
            }
        }
        if (jobs[i] != job || job == null) {
            return false;
        }
        unlink(job);
        size--;
        // backward-shift deletion: later entries of the same probe run move up, so no lookup stops early
        int hole = i;
        for (int j = (i + 1) & mask; jobs[j] != null; j = (j + 1) & mask) {
            int home = slot(ids[j], mask);
            if (((j - home) & mask) >= ((j - hole) & mask)) {
                ids[hole] = ids[j];
                jobs[hole] = jobs[j];
                hole = j;
            }
        }
        jobs[hole] = null;
        return true;
    }

    public int size() {
        return size;
    }

    /** A read-only view in order, live as jobs start and end. */
    public Collection<RunningJob> values() {
        return view;
    }

    private static int slot(long id, int mask) {
        long h = id * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    private void grow() {
        long[] oldIds = ids;
        RunningJob[] oldJobs = jobs;
        ids = new long[oldIds.length * 2];
        jobs = new RunningJob[oldJobs.length * 2];
        int mask = ids.length - 1;
        for (int k = 0; k < oldJobs.length; k++) {
            if (oldJobs[k] != null) {
                int i = slot(oldIds[k], mask);
                while (jobs[i] != null) {
                    i = (i + 1) & mask;
                }
                ids[i] = oldIds[k];
                jobs[i] = oldJobs[k];
            }
        }
    }

    private void replaceInOrder(RunningJob old, RunningJob job) {
        job.before = old.before;
        job.after = old.after;
        if (old.before == null) {
            first = job;
        } else {
            old.before.after = job;
        }
        if (old.after == null) {
            last = job;
        } else {
            old.after.before = job;
        }
        old.before = null;
        old.after = null;
    }

    private void unlink(RunningJob job) {
        if (job.before == null) {
            first = job.after;
        } else {
            job.before.after = job.after;
        }
        if (job.after == null) {
            last = job.before;
        } else {
            job.after.before = job.before;
        }
        job.before = null;
        job.after = null;
    }

    private final class View extends AbstractCollection<RunningJob> {
        @Override
        public Iterator<RunningJob> iterator() {
            return new Iterator<>() {
                private RunningJob nextUp = first;

                @Override
                public boolean hasNext() {
                    return nextUp != null;
                }

                @Override
                public RunningJob next() {
                    if (nextUp == null) {
                        throw new NoSuchElementException();
                    }
                    RunningJob r = nextUp;
                    nextUp = r.after;
                    return r;
                }
            };
        }

        @Override
        public int size() {
            return size;
        }
    }
}
