package org.partita.core.engine;

import java.util.List;

/**
 * Event-loop steps for tests: logs every step to {@code log}; an event {@code "stop"} ends the run, and the event
 * {@code trigger} pushes {@code pushed} of kind {@code kind} at the same time (a job of length 0, an echo).
 */
public final class LoggingSteps implements EventLoop.Steps {
    private final List<String> log;
    private final EventQueue<Object> events;
    private final String trigger;
    private final int kind;
    private final String pushed;
    private double now;

    public LoggingSteps(List<String> log, EventQueue<Object> events, String trigger, int kind, String pushed) {
        this.log = log;
        this.events = events;
        this.trigger = trigger;
        this.kind = kind;
        this.pushed = pushed;
    }

    @Override
    public void advance(double t) {
        now = t;
        log.add("advance " + t);
    }

    @Override
    public boolean apply(int kind, Object payload) {
        log.add("apply " + kind + " " + payload);
        if (payload.equals(trigger)) {
            events.push(now, this.kind, pushed);
        }
        return !payload.equals("stop");
    }

    @Override
    public void settle() {
        log.add("settle");
    }
}
