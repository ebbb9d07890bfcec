package http

import (
	"net"
	"net/http"
	"net/netip"
	"strings"

	"turnir"
)

// proxies is the set of trusted reverse proxies (Config.TrustedProxies).
type proxies []netip.Prefix

// parseProxies reads IPs and CIDRs ("127.0.0.1", "10.0.0.0/8").
func parseProxies(list []string) (proxies, error) {
	var out proxies
	for _, p := range list {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if pr, err := netip.ParsePrefix(p); err == nil {
			out = append(out, pr.Masked())
			continue
		}
		a, err := netip.ParseAddr(p)
		if err != nil {
			return nil, turnir.Errorf(turnir.EINVALID, "trusted proxy %q is not an IP address or CIDR", "доверенный прокси %q — не IP-адрес и не CIDR", p)
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

func (ps proxies) trusted(a netip.Addr) bool {
	for _, p := range ps {
		if p.Contains(a.Unmap()) {
			return true
		}
	}
	return false
}

// peer is the address of the connection's other end.
func peer(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, _ := netip.ParseAddr(host)
	return a.Unmap()
}

// fromProxy reports whether the request came through a trusted proxy.
func (s *Server) fromProxy(r *http.Request) bool { return s.proxies.trusted(peer(r)) }

// clientAddr is the address the per-address limits count: the peer, or,
// when the peer is a trusted proxy, the nearest X-Forwarded-For hop that is
// not one (hops further left are the client's word and could be forged).
// An IPv6 address counts by its /64, which one household or school gets
// whole, so an attacker cannot multiply itself by changing the low bits.
func (s *Server) clientAddr(r *http.Request) string {
	a := peer(r)
	if s.proxies.trusted(a) {
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			h, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break
			}
			a = h.Unmap()
			if !s.proxies.trusted(a) {
				break
			}
		}
	}
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}
