"""Which client an address is, for counting what one client does (failed logins, open
connections): an IPv4 address as it is; an IPv6 address by its /64 network, since one host
may have a whole /64 to itself and pick a new address from it at will; an IPv4 address
written as IPv6 (``::ffff:10.0.0.1``) as the IPv4 address. Anything else (a Unix socket, the
test client) as it is.
"""

from __future__ import annotations

import ipaddress


def client_key(host: str) -> str:
    """The key one client's counts are kept under."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)
