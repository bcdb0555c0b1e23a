package org.partita.core.experiment;

import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

import org.partita.core.engine.SimulationCancelledException;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RejectionSink;
import org.partita.core.workload.swf.SwfJobSource;

/**
 * Reads a trace on its own thread, a few thousand jobs ahead of the simulation, so that parsing a long trace
 * overlaps with simulating it. Nothing observable changes: jobs arrive in the same order; a record the source
 * drops reaches the rejection sink on the caller's thread at the same point of the job stream as without read-ahead
 * (just before the next job is handed out); {@link #counters()} are those the source had when it returned the last
 * job handed out (a run that stops early reports what it read, not how far the reader got); and a failure of the
 * source (a malformed line, a job out of order) is thrown by {@link #next()} after every job read before it. Memory
 * stays bounded: at most {@value #BATCHES} batches of about {@value #BATCH} jobs are in flight.
 */
final class ReadAheadJobSource implements JobSource {

    static final int BATCH = 4096;
    static final int BATCHES = 4;

    private static final int COUNTERS = SwfJobSource.COUNTER_NAMES.size();

    /** Opens the trace with the rejection sink it must use. */
    @FunctionalInterface
    interface Opener {
        SwfJobSource open(RejectionSink rejections) throws IOException;
    }

    /**
     * Jobs and drops in stream order, with the source's counters after each job; the last batch has {@code end}
     * set, and {@code failure} when the source failed.
     */
    private static final class Batch {
        Object[] items = new Object[BATCH];
        long[] counters = new long[BATCH * COUNTERS];
        int size;
        boolean end;
        Throwable failure;

        int add(Object item) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
                counters = Arrays.copyOf(counters, size * 2 * COUNTERS);
            }
            items[size] = item;
            return size++;
        }
    }

    private record Drop(long jobId, double submit, int processors, String reason) {
    }

    private final BlockingQueue<Batch> ready = new ArrayBlockingQueue<>(BATCHES);
    private final RejectionSink rejections;
    private final SwfJobSource source;
    private final Thread reader;
    private volatile boolean closed;
    /** The batch the reader thread is filling; the capturing sink appends drops to it. */
    private Batch filling;
    private Batch current;
    private int index;
    private boolean done;
    /** The counters after the last job handed out. */
    private final long[] counters = new long[COUNTERS];

    /** Opens the source on the caller's thread (so that a missing file fails here) and starts reading ahead. */
    ReadAheadJobSource(Opener opener, RejectionSink rejections) throws IOException {
        this.rejections = rejections == null ? RejectionSink.NONE : rejections;
        this.source = opener.open((id, submit, processors, reason) -> filling.add(new Drop(id, submit, processors,
                reason)));
        this.reader = new Thread(this::readAhead, "partita-read-ahead");
        reader.setDaemon(true);
        reader.start();
    }

    private void readAhead() {
        Batch batch = new Batch();
        filling = batch;
        try {
            while (!closed) {
                Job job = source.next();
                if (job == null) {
                    batch.end = true;
                } else {
                    int slot = batch.add(job); // first: adding may grow the arrays
                    source.countersInto(batch.counters, slot * COUNTERS);
                }
                if (batch.end || batch.size >= BATCH) {
                    ready.put(batch);
                    if (batch.end) {
                        return;
                    }
                    batch = new Batch();
                    filling = batch;
                }
            }
        } catch (InterruptedException e) {
            // closed while waiting for room: nobody reads any more
        } catch (Throwable t) {
            if (closed) {
                return; // the source failed because it was closed under it
            }
            batch.end = true;
            batch.failure = t;
            try {
                ready.put(batch);
            } catch (InterruptedException e) {
                // closed meanwhile
            }
        }
    }

    @Override
    public Job next() {
        while (!done) {
            if (current == null || index == current.size) {
                if (current != null && current.end) {
                    done = true;
                    if (current.failure != null) {
                        throw rethrow(current.failure);
                    }
                    return null;
                }
                current = take();
                index = 0;
                continue;
            }
            Object item = current.items[index];
            current.items[index++] = null;
            if (item instanceof Job job) {
                System.arraycopy(current.counters, (index - 1) * COUNTERS, counters, 0, COUNTERS);
                return job;
            }
            Drop d = (Drop) item;
            rejections.reject(d.jobId(), d.submit(), d.processors(), d.reason());
        }
        return null;
    }

    private Batch take() {
        try {
            return ready.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SimulationCancelledException(Double.NaN);
        }
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t);
    }

    /** The source's counters when it returned the last job handed out, or its final ones after the end. */
    @Override
    public Map<String, Long> counters() {
        return done ? source.counters() : SwfJobSource.counterMap(counters, 0);
    }

    /** Stops the reader thread (also mid-stream, when a run stops early) and closes the source. */
    @Override
    public void close() {
        closed = true;
        reader.interrupt();
        boolean interrupted = false;
        while (reader.isAlive()) {
            try {
                reader.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        source.close();
    }
}
