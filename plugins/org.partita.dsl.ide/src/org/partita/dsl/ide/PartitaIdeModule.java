/*
 * Partita language
 */
package org.partita.dsl.ide;


/**
 * Use this class to register ide components.
 */
public class PartitaIdeModule extends AbstractPartitaIdeModule {
}
