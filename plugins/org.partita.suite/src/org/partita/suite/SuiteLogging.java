package org.partita.suite;

import org.apache.log4j.ConsoleAppender;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.PatternLayout;

/**
 * The language runtime logs through log4j; unconfigured, its first message is log4j's own three-line warning about
 * missing appenders. A suite shows warnings and errors of the runtime, one line each, and nothing else.
 */
final class SuiteLogging {

    private SuiteLogging() {
    }

    static void configure() {
        Logger root = Logger.getRootLogger();
        if (!root.getAllAppenders().hasMoreElements()) {
            root.setLevel(Level.WARN);
            root.addAppender(new ConsoleAppender(new PatternLayout("%p %c: %m%n"), ConsoleAppender.SYSTEM_ERR));
        }
    }
}
