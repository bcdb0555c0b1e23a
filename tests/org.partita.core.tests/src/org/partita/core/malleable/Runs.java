package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.model.ModelRun;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/** Test helper: runs a {@link MalleableSimulation} and records allocation changes, starts and completions. */
final class Runs implements AllocationListener, SimulationObserver {

    /** One allocation change. */
    record Change(double time, long job, int before, int after, Phase phase) {
    }

    /** One finished job. */
    record Done(long job, int application, double submit, double start, double end, int startProcessors) {
    }

    final List<Change> changes = new ArrayList<>();
    final List<Done> done = new ArrayList<>();
    final List<Double> startTimes = new ArrayList<>();
    ModelRun run;

    @Override
    public void allocationChanged(double time, RunningApp app, int before, int after) {
        changes.add(new Change(time, app.id(), before, after, app.phase()));
    }

    @Override
    public void jobCompleted(RunningJob r, boolean measured, double now) {
        done.add(new Done(r.job().id(), r.job().application(), r.job().submit(), r.start(), now,
                r.allocation().size()));
    }

    static Runs run(int processors, SharePolicy policy, MalleableSimulation.Settings settings,
            MalleableSimulation.CurveChooser curves, SimulationConfig config, List<Job> jobs) {
        Runs r = new Runs();
        MalleableSimulation sim = new MalleableSimulation(processors, policy, settings, curves, config, Double.NaN,
                true, List.of(r), r);
        r.run = sim.run(JobSource.of(jobs));
        return r;
    }

    /** A job of application {@code app} (curve number), request {@code request}, sequential time {@code t1}. */
    static Job job(long id, double submit, int request, double t1, int app) {
        return new Job(id, submit, request, null, t1, Double.NaN, false, false, -1, -1, -1, app);
    }

    Done done(long id) {
        return done.stream().filter(d -> d.job() == id).findFirst().orElseThrow();
    }

    /** The changes of job {@code id}, as "time:before->after" strings. */
    List<String> history(long id) {
        List<String> out = new ArrayList<>();
        for (Change c : changes) {
            if (c.job() == id) {
                out.add(String.format(java.util.Locale.ROOT, "%.1f:%d->%d", c.time(), c.before(), c.after()));
            }
        }
        return out;
    }

    /** Processors of job {@code id} after the last change at or before {@code t}. */
    int allocationAt(long id, double t) {
        int a = 0;
        for (Change c : changes) {
            if (c.job() == id && c.time() <= t + 1e-9) {
                a = c.after();
            }
        }
        return a;
    }
}
