package org.partita.cli;

/** {@code java org.partita.cli.Main ...}: the headless entry point. */
public final class Main {

    /**
     * Guice's switch for generating classes at run time. The language's injector needs none of what they give
     * (method interception, faster constructor calls), and classes defined at run time cannot come from the
     * distribution's ahead-of-time class cache: with generation off, loading an experiment file starts about a
     * quarter of a second sooner (measured; README "Performance").
     */
    static final String GUICE_BYTECODE = "guice_bytecode_gen_option";

    private Main() {
    }

    public static void main(String[] args) {
        if (System.getProperty(GUICE_BYTECODE) == null) {
            System.setProperty(GUICE_BYTECODE, "DISABLED");
        }
        System.exit(PartitaCommand.commandLine(args).execute(args));
    }
}
