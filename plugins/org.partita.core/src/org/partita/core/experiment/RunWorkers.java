package org.partita.core.experiment;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.RunnableFuture;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Worker threads shared by several experiments that run at the same time (a suite build): every experiment hands
 * its runs to the same workers through its own {@link #lane}, and a free worker takes the waiting run of the
 * lowest-ranked experiment first (in the order submitted within one). The first experiments so finish first, as
 * when they run one after another, and a worker that the first ones cannot keep busy (their last runs going, a
 * wave of replications not yet decided) takes the next experiment's runs instead of staying idle. Results do not
 * depend on which worker runs a run ({@link ExperimentRunner}).
 */
public final class RunWorkers implements AutoCloseable {

    private final ThreadPoolExecutor pool;
    private final AtomicLong submitted;
    private final int rank;
    private final int threads;
    /** Workers waiting for a run another one simulates ({@link #whileWaiting}); guarded by {@code pool}. */
    private final int[] waiting;
    /** The ranks that have handed their first run over, or ended ({@link #awaitStarted}); guarded by itself. */
    private final BitSet started;

    /** {@code threads} workers (≥ 1), daemon threads. */
    public RunWorkers(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1");
        }
        this.threads = threads;
        this.waiting = new int[1];
        this.started = new BitSet();
        this.submitted = new AtomicLong();
        this.rank = 0;
        pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS, new PriorityBlockingQueue<>(),
                r -> new Worker(r, this));
    }

    private RunWorkers(RunWorkers of, int rank) {
        this.pool = of.pool;
        this.submitted = of.submitted;
        this.threads = of.threads;
        this.waiting = of.waiting;
        this.started = of.started;
        this.rank = rank;
    }

    /** A thread of the workers: it knows them, so that a run waiting on another can lend its place. */
    private static final class Worker extends Thread {
        final RunWorkers workers;

        Worker(Runnable r, RunWorkers workers) {
            super(r, "partita-run");
            this.workers = workers;
            setDaemon(true);
        }
    }

    /** Something a run waits for, which another thread brings about. */
    public interface Wait {
        void await() throws InterruptedException;
    }

    /**
     * Waits for {@code w}. On a thread of some workers, another worker starts for the time of the wait, so that
     * a run waiting for a run another experiment simulates (a shared run, {@link SharedRuns}) keeps no processor
     * idle; the extra worker ends when the wait is over and it has finished the run it took.
     */
    public static void whileWaiting(Wait w) throws InterruptedException {
        if (!(Thread.currentThread() instanceof Worker worker)) {
            w.await();
            return;
        }
        worker.workers.resize(+1);
        try {
            w.await();
        } finally {
            worker.workers.resize(-1);
        }
    }

    private void resize(int by) {
        synchronized (waiting) {
            waiting[0] += by;
            int n = threads + waiting[0];
            // the maximum is never below the core size in between
            if (by > 0) {
                pool.setMaximumPoolSize(n);
                pool.setCorePoolSize(n);
            } else {
                pool.setCorePoolSize(n);
                pool.setMaximumPoolSize(n);
            }
        }
    }

    /**
     * These workers as seen by the experiment of rank {@code rank}: its runs go ahead of those of every higher rank
     * (the suite's file order).
     */
    public RunWorkers ranked(int rank) {
        return new RunWorkers(this, rank);
    }

    /** The number of workers. */
    public int threads() {
        return threads;
    }

    /**
     * The runs of one experiment: an executor whose runs go to these workers ahead of those of every lane of a
     * higher rank ({@link #ranked}). Shutting it down ({@link ExecutorService#shutdownNow}) cancels its own runs only: those
     * waiting are dropped, those going are interrupted, and {@link ExecutorService#awaitTermination} returns once
     * none of its runs is going any more. The workers stay for the other lanes.
     */
    public ExecutorService lane() {
        return new Lane(rank);
    }

    /**
     * Marks this rank started: its first run is with the workers, or it has ended without one (all its runs were
     * stored or copied).
     */
    public void markStarted() {
        synchronized (started) {
            started.set(rank);
            started.notifyAll();
        }
    }

    /**
     * Waits until the experiment of rank {@code r} has started ({@link #markStarted}). A suite opens an experiment
     * only once the one before it has handed over its first runs, so the runs they share are simulated by the
     * earlier one and copied by the later one whatever the timing (with one worker, exactly as when they ran one
     * after another).
     */
    public void awaitStarted(int r) throws InterruptedException {
        synchronized (started) {
            while (!started.get(r)) {
                started.wait();
            }
        }
    }

    /** Stops the workers, for every rank (the runs still going are interrupted). */
    @Override
    public void close() {
        pool.shutdownNow();
    }

    /** A run waiting for a worker, ordered by its lane's rank, then by when it was submitted. */
    private static final class RankedRun<T> extends FutureTask<T> implements Comparable<RankedRun<?>> {
        private final Lane lane;
        private final long order;

        RankedRun(Lane lane, long order, Callable<T> work) {
            super(work);
            this.lane = lane;
            this.order = order;
        }

        @Override
        public void run() {
            try {
                super.run();
            } finally {
                lane.ended(this);
            }
        }

        @Override
        public int compareTo(RankedRun<?> o) {
            return lane.rank != o.lane.rank ? Integer.compare(lane.rank, o.lane.rank) : Long.compare(order, o.order);
        }
    }

    private final class Lane extends AbstractExecutorService {
        final int rank;
        /** The runs of this lane submitted and not ended (waiting or going); guarded by {@code this}. */
        private final Set<RankedRun<?>> live = new HashSet<>();
        private boolean shut;

        Lane(int rank) {
            this.rank = rank;
        }

        @Override
        protected <T> RunnableFuture<T> newTaskFor(Callable<T> work) {
            return new RankedRun<>(this, submitted.getAndIncrement(), work);
        }

        @Override
        protected <T> RunnableFuture<T> newTaskFor(Runnable work, T value) {
            return newTaskFor(Executors.callable(work, value));
        }

        @Override
        public void execute(Runnable command) {
            RankedRun<?> run = command instanceof RankedRun<?> r && r.lane == this ? r
                    : (RankedRun<?>) newTaskFor(command, null);
            synchronized (this) {
                if (shut) {
                    throw new RejectedExecutionException("this experiment's runs were stopped");
                }
                live.add(run);
            }
            pool.execute(run);
            if (!marked) { // the lane's first run is with the workers: the experiment has started
                marked = true;
                RunWorkers.this.markStarted();
            }
        }

        private boolean marked;

        synchronized void ended(RankedRun<?> run) {
            live.remove(run);
            if (live.isEmpty()) {
                notifyAll();
            }
        }

        @Override
        public synchronized void shutdown() {
            shut = true;
        }

        @Override
        public List<Runnable> shutdownNow() {
            List<RankedRun<?>> runs;
            synchronized (this) {
                shut = true;
                runs = List.copyOf(live);
            }
            List<Runnable> waiting = new ArrayList<>();
            for (RankedRun<?> r : runs) {
                if (pool.remove(r)) { // never started: it will not end by itself
                    waiting.add(r);
                    r.cancel(false);
                    ended(r);
                } else {
                    r.cancel(true);
                }
            }
            return waiting;
        }

        @Override
        public synchronized boolean isShutdown() {
            return shut;
        }

        @Override
        public synchronized boolean isTerminated() {
            return shut && live.isEmpty();
        }

        @Override
        public synchronized boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
            long end = System.nanoTime() + unit.toNanos(timeout);
            while (!(shut && live.isEmpty())) {
                long left = end - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            return true;
        }
    }
}
