package org.partita.core.sched;

/**
 * First come, first served with head-of-line blocking: only the job at the head of the queue may start; the pass
 * starts head jobs until one cannot be placed (Kim and Yoon: "only the job at the head of queue (head job) has the
 * chance to be allocated").
 */
public final class FcfsPolicy implements QueuePolicy {

    public static final String NAME = "fcfs";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void schedule(SchedulingContext context) {
        WaitQueue queue = context.queue();
        WaitingJob head;
        while ((head = queue.head()) != null) {
            if (context.tryStart(head) == null) {
                return;
            }
        }
    }
}
