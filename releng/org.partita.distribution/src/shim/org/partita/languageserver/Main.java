package org.partita.languageserver;

import java.lang.reflect.InvocationTargetException;

/**
 * Main class of partita-language-server.jar, compiled for Java 8 so that any JVM can load it: on a JVM older than
 * 21 it says in one line what the server needs (instead of Guice's UnsupportedClassVersionError from deep inside
 * Xtext); otherwise it starts Xtext's {@code ServerLauncher} (LSP over stdin/stdout) with the same arguments.
 */
public final class Main {

    static final int REQUIRED = 21;

    private Main() {
    }

    public static void main(String[] args) throws Throwable {
        int major = major(System.getProperty("java.specification.version", "0"));
        if (major < REQUIRED) {
            System.err.println("partita-language-server: needs Java " + REQUIRED + " or newer, but runs on Java "
                    + major + " (" + System.getProperty("java.home") + "); start it with a JDK >= " + REQUIRED
                    + ", e.g. through the partita-language-server launcher, which finds one");
            System.exit(1);
        }
        try {
            Class.forName("org.eclipse.xtext.ide.server.ServerLauncher").getMethod("main", String[].class)
                    .invoke(null, (Object) args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** 8 for "1.8", 17 for "17". */
    static int major(String specification) {
        String s = specification.startsWith("1.") ? specification.substring(2) : specification;
        int dot = s.indexOf('.');
        try {
            return Integer.parseInt(dot < 0 ? s : s.substring(0, dot));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
